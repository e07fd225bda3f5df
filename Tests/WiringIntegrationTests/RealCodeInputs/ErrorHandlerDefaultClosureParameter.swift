// An uploader with a defaulted error callback and clock: the graph leaves both to their defaults.
import Foundation

// @Component(scope: .shared)
final class Storage {
    let bucket = "uploads"
}

// @Component
final class Uploader {
    let storage: Storage
    let onError: (Error) -> Void
    let now: () -> Date
    init(
        storage: Storage, onError: @escaping (Error) -> Void = { print("error: \($0)") },
        now: @escaping () -> Date = Date.init
    ) {
        self.storage = storage
        self.onError = onError
        self.now = now
    }
}

struct UploadFailed: Error {}

// main.swift
import Foundation

let uploader = AppGraph().uploader
uploader.onError(UploadFailed())
print(uploader.storage.bucket, uploader.now() > Date(timeIntervalSince1970: 0))
// expect-output: error: UploadFailed()
// expect-output: uploads true
