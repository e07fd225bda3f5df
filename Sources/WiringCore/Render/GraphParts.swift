/// Which part of the generated code holds each binding's members: the part of the file that declares the binding,
/// picked by a hash of the file's name. A binding stays in its part whatever else the graph gains or loses, so an
/// edit of one component changes the text of one part at most, and the compiler compiles again only that part and
/// the parts that use the edited type, not the whole graph. The graph's inputs live in the root file, which holds
/// what every part shares.
struct GraphParts {
    /// How many parts there are.
    let count: Int
    /// By binding index, the part (from 0) that holds its members.
    let partOfBinding: [Int]
    /// By part, the names of the files whose bindings it holds, sorted: what its file's header lists.
    let fileNames: [[String]]

    init(_ model: BindingModel, count: Int) {
        self.count = max(1, count)
        var files = Array(repeating: Set<String>(), count: self.count)
        var partOfFile: [String: Int] = [:]
        // Each file's part and name are worked out once, and only its path is read from each binding.
        partOfBinding = model.bindings.indices.map { index in
            let file = model.bindings[index].location.file
            if let part = partOfFile[file] { return part }
            let part = Self.part(ofFile: file, count: max(1, count))
            partOfFile[file] = part
            files[part].insert(Self.fileName(file))
            return part
        }
        fileNames = files.map { $0.sorted() }
    }

    /// The part of a file: its name's FNV-1a hash modulo the count. The name alone, not its folder, so that the
    /// parts are the same wherever the package is checked out.
    static func part(ofFile path: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in fileName(path).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }

    private static func fileName(_ path: String) -> String {
        String(path.pieces(separatedBy: "/", keepingEmpty: true).last ?? "")
    }
}
