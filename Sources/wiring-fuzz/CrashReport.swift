import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Names the input being tried when the run dies: on a crash, a signal handler writes the input's description
/// (formatted before the input starts, since a handler may only call `write`); past the time limit, a watchdog
/// thread writes it and ends the process.
enum CrashReport {
    private static let capacity = 16_384
    /// The description of the input being tried, as UTF-8, read by the signal handler.
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    /// The handlers the runtime had before ours, by signal number, restored before the signal is raised again so
    /// that the runtime still prints its backtrace.
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
    private static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Installs the handlers, on a stack of their own so that they also run when the input overflowed the stack.
    static func install() {
        var stack = stack_t()
        stack.ss_size = 1 << 16
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stack.ss_size, alignment: 16)
        sigaltstack(&stack, nil)
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = handle
            #else
                action.__sigaction_u.__sa_handler = handle
            #endif
            action.sa_flags = SA_ONSTACK
            sigaction(signal, &action, previousActions + Int(signal))
        }
    }

    private static let handle: @convention(c) (Int32) -> Void = { signal in
        _ = write(STDERR_FILENO, CrashReport.buffer, CrashReport.length)
        sigaction(signal, CrashReport.previousActions + Int(signal), nil)
        raise(signal)
    }

    /// Sets what a crash from now on reports.
    static func describe(_ text: String) {
        let bytes = Array(("\nwiring-fuzz: crashed on " + text + "\n").utf8.prefix(capacity))
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: $0.count) }
        length = bytes.count
    }
}

/// Ends the run when one input takes longer than the time limit: a hang, or work that grows too fast with the input.
/// The limit counts processor time, so that a machine busy with other work does not stop a run; ten times the limit
/// in wall-clock time counts too, for a wait that uses no processor time.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var started: (processor: Double, wallClock: Date)?
    private var description = ""
    private let timeLimit: Double

    init(timeLimit: Double) {
        self.timeLimit = timeLimit
        Thread.detachNewThread { [self] in watch() }
    }

    /// The processor time this process has used, in seconds.
    static func processorTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    func start(_ description: String) {
        lock.withLock {
            started = (Self.processorTime(), Date())
            self.description = description
        }
    }

    func stop() {
        lock.withLock { started = nil }
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: min(0.1, timeLimit / 10))
            let overrun: String? = lock.withLock {
                guard let started else { return nil }
                let processor = Self.processorTime() - started.processor
                let wallClock = Date().timeIntervalSince(started.wallClock)
                guard processor > timeLimit || wallClock > 10 * timeLimit else { return nil }
                return
                    "\nwiring-fuzz: exceeded the time limit of \(timeLimit) s (\(Int(processor * 1000)) ms of processor "
                    + "time, \(Int(wallClock * 1000)) ms in all) on \(description)\n"
            }
            if let overrun {
                FileHandle.standardError.write(Data(overrun.utf8))
                _exit(3)
            }
        }
    }
}
