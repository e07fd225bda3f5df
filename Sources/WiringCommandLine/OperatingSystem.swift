#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the tools need of the operating system that FoundationEssentials does not give. On Linux the tools link
/// FoundationEssentials, not Foundation: Foundation brings ICU's data, which would make each prebuilt tool 42 MB
/// larger, and every consumer downloads and unpacks the tools on a clean build.
package enum OperatingSystem {
    package enum Stream: Int32 {
        case standardOutput = 1
        case standardError = 2
    }

    /// What a path names, following a symbolic link or not.
    package enum FileKind {
        case regularFile, folder, other
    }

    /// Writes `text` to `stream` at once, unbuffered, as one piece when the system allows.
    package static func write(_ text: String, to stream: Stream) {
        var text = text
        text.withUTF8 { writeAll($0, to: stream.rawValue) }
    }

    /// Writes `bytes` into the file at `path`, made or emptied first, without waiting for the disk; false when the
    /// file cannot be opened.
    package static func writeInPlace(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor) }
        close(descriptor)
        return true
    }

    /// Ends the process with `status`.
    package static func exit(_ status: Int32) -> Never {
        exitProcess(status)
    }

    /// What `path` names, or nil when nothing is there (or it cannot be read). `followingLinks: false` reports a
    /// symbolic link as `.other`.
    package static func fileKind(atPath path: String, followingLinks: Bool = true) -> FileKind? {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// The size in bytes of the file at `path`, following a symbolic link; nil when nothing is there.
    package static func fileSize(atPath path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    /// Whether `path` is a file this process may run.
    package static func isExecutableFile(atPath path: String) -> Bool {
        fileKind(atPath: path) == .regularFile && access(path, X_OK) == 0
    }

    #if canImport(Glibc) || canImport(Musl)
        package struct SpawnFailure: Error, CustomStringConvertible {
            let executable: String
            let code: Int32

            package var description: String { "cannot run '\(executable)': \(String(cString: strerror(code)))" }
        }

        /// Runs `executable` with `arguments` and this process's environment, its standard input read from the file
        /// `input`, and waits for it to end: its exit status, or 128 plus the signal that ended it.
        package static func run(_ executable: String, arguments: [String], standardInputFrom input: String) throws
            -> Int32
        {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
            let argv = ([executable] + arguments).map { strdup($0) } + [nil]
            defer { for argument in argv { free(argument) } }
            var child = pid_t()
            let spawned = posix_spawn(&child, executable, &actions, nil, argv, environ)
            guard spawned == 0 else { throw SpawnFailure(executable: executable, code: spawned) }
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 {
                guard errno == EINTR else { throw SpawnFailure(executable: executable, code: errno) }
            }
            let signal = status & 0x7f
            return signal == 0 ? (status >> 8) & 0xff : 128 + signal
        }
    #endif
}

private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
    guard var next = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
        let written = write(descriptor, next, left)
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        next += written
        left -= written
    }
}

private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
