// A provider returning 'some Logging', as people write factories; the uploader takes any logger.
protocol Logging {
    func log(_ text: String) -> String
}

struct PrintLogger: Logging {
    func log(_ text: String) -> String { "log: \(text)" }
}

enum Loggers {
    // @Provides
    static func logger() -> some Logging { PrintLogger() }
}

// @Component
struct Uploader {
    let logger: any Logging
}

// main.swift
print(AppGraph().uploader.logger.log("started"))
// expect-output: log: started
