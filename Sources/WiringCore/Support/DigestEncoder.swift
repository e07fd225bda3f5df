/// An `Encoder` that writes nothing but hashes what it is given, twice: once in full, and once without the
/// ``SourceLocation`` values and the lists of comments (each replaced by a mark), for ``ScannedFileDigest``. Going through the types'
/// synthesized `Encodable` conformances, rather than a list of their fields, keeps a field added later in the
/// digest; and it is many times faster than walking the values with `Mirror`.
///
/// The types it encodes must encode in a fixed order: no `Set` or `Dictionary`, whose order changes between
/// processes.
final class DigestEncoder {
    private(set) var located = StableHash()
    private(set) var bare = StableHash()
    /// Whether a ``SourceLocation`` or a list of comments is being hashed: what it writes goes to `located` only.
    private var locationDepth = 0

    func combine(_ text: String) {
        located.combine(text)
        if locationDepth == 0 { bare.combine(text) }
    }

    /// A mark of structure (where a value starts or ends), or a `Bool`: one byte that no UTF-8 text starts with.
    func combine(mark: UInt8) {
        located.combine(byte: mark)
        if locationDepth == 0 { bare.combine(byte: mark) }
    }

    func combine(_ number: Int) {
        var number = UInt64(bitPattern: Int64(number))
        for _ in 0..<8 {
            combine(mark: UInt8(truncatingIfNeeded: number))
            number >>= 8
        }
    }

    /// Hashes a value between marks of its start and end, so that where one container ends is part of the hash:
    /// `[[a], b]` and `[[a, b]]` differ. The marks are bytes from 0xF6 up, which no UTF-8 text holds.
    func encode<Value: Encodable>(_ value: Value) throws {
        if Value.self == SourceLocation.self, let location = value as? SourceLocation {
            // Its line and column; its file is always the scanned file, whose path the cache's key has, and hashing
            // the path again for every location would take most of the time.
            if locationDepth == 0 { bare.combine(byte: 0xF7) }
            locationDepth += 1
            defer { locationDepth -= 1 }
            combine(location.line)
            combine(location.column)
            return
        }
        let isComments = Value.self == [Comment].self
        if isComments {
            if locationDepth == 0 { bare.combine(byte: 0xF6) }
            locationDepth += 1
        }
        defer { if isComments { locationDepth -= 1 } }
        combine(mark: 0xF8)
        try value.encode(to: Writer(digest: self))
        combine(mark: 0xF9)
    }

    /// The encoder and its three kinds of container, in one: each entry is hashed as it comes, keys as their names.
    private struct Writer: Encoder, SingleValueEncodingContainer, UnkeyedEncodingContainer {
        let digest: DigestEncoder
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        private(set) var count = 0

        init(digest: DigestEncoder) { self.digest = digest }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            digest.combine(mark: 0xFA)
            return KeyedEncodingContainer(KeyedWriter<Key>(digest: digest))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            digest.combine(mark: 0xFB)
            return self
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        mutating func encodeNil() throws {
            count += 1
            digest.combine(mark: 0xFC)
        }

        mutating func encode<Value: Encodable>(_ value: Value) throws {
            count += 1
            try digest.encode(value)
        }

        mutating func encode(_ value: String) throws {
            count += 1
            digest.combine(value)
        }

        mutating func encode(_ value: Bool) throws {
            count += 1
            digest.combine(mark: value ? 0xFD : 0xFE)
        }

        mutating func encode(_ value: Int) throws {
            count += 1
            digest.combine(value)
        }

        func nestedContainer<Key: CodingKey>(keyedBy keyType: Key.Type) -> KeyedEncodingContainer<Key> {
            container(keyedBy: keyType)
        }

        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { unkeyedContainer() }

        func superEncoder() -> any Encoder { self }
    }

    private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let digest: DigestEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {
            digest.combine(key.stringValue)
            digest.combine(mark: 0xFC)
        }

        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            digest.combine(key.stringValue)
            try digest.encode(value)
        }

        mutating func encode(_ value: String, forKey key: Key) throws {
            digest.combine(key.stringValue)
            digest.combine(value)
        }

        mutating func encode(_ value: Bool, forKey key: Key) throws {
            digest.combine(key.stringValue)
            digest.combine(mark: value ? 0xFD : 0xFE)
        }

        mutating func encode(_ value: Int, forKey key: Key) throws {
            digest.combine(key.stringValue)
            digest.combine(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            digest.combine(key.stringValue)
            digest.combine(mark: 0xFA)
            return KeyedEncodingContainer(KeyedWriter<NestedKey>(digest: digest))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            digest.combine(key.stringValue)
            return Writer(digest: digest).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { Writer(digest: digest) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            digest.combine(key.stringValue)
            return Writer(digest: digest)
        }
    }
}
