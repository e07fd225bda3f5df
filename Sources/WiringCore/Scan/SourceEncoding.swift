/// Swift sources must be UTF-8: the compiler rejects a file with an invalid byte anywhere, even in a comment. The
/// lexer reads such a file anyway (so that the rest of it is still checked); this finds where to report it.
enum SourceEncoding {
    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence, or nil when the whole file is
    /// valid. Well-formed as the compiler's lexer checks it: no overlong forms, no surrogates, no lead byte past
    /// 0xF4 (it accepts the values just past U+10FFFF that 0xF4 can start, and so does this).
    static func firstInvalidUTF8Byte(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer(firstInvalidUTF8Byte)
    }

    private static func firstInvalidUTF8Byte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = 0
        while offset < bytes.count {
            // Eight ASCII bytes at a time: sources are mostly ASCII.
            if offset + 8 <= bytes.count,
                UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
                    == 0
            {
                offset += 8
                continue
            }
            let lead = bytes[offset]
            if lead < 0x80 {
                offset += 1
                continue
            }
            // The allowed range of the second byte narrows for the leads that could start an overlong form or a
            // surrogate; every later byte is a plain continuation byte.
            let length: Int
            let second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF4: (length, second) = (4, 0x80...0xBF)
            default: return offset
            }
            guard offset + 1 < bytes.count, second.contains(bytes[offset + 1]) else { return offset }
            for continuation in offset + 2..<offset + length {
                guard continuation < bytes.count, (0x80...0xBF).contains(bytes[continuation]) else { return offset }
            }
            offset += length
        }
        return nil
    }

    /// The line and column of a byte, counted as the lexer counts them: `\n`, `\r\n` and a lone `\r` end a line,
    /// and columns are 1-based byte columns.
    static func location(ofByte target: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        var offset = 0
        while offset < target {
            switch bytes[offset] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = offset + 1
            case UInt8(ascii: "\r") where offset + 1 >= bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"):
                line += 1
                lineStart = offset + 1
            default:
                break
            }
            offset += 1
        }
        return SourceLocation(file: path, line: line, column: target - lineStart + 1)
    }
}
