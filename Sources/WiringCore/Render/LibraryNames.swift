/// The names of the standard library, its concurrency module and Foundation that the generated code spells, each
/// qualified with its module where a name the sources declare would hide it: beside a `struct Task` of the sources,
/// the graph's `Task<Store, Never>` is `_Concurrency.Task<Store, Never>`. Where nothing hides them they stay as
/// people write them.
struct LibraryNames {
    let task: String
    let taskLocal: String
    let sendable: String
    let never: String
    let error: String
    let set: String
    let string: String
    let int: String
    let uint8: String
    let bool: String
    let void: String
    let objectIdentifier: String
    let keyPath: String
    let memoryLayout: String
    let fatalError: String
    let precondition: String
    let lock: String
    let recursiveLock: String

    /// `declared`: the names the sources declare at the top level of a module, in every module: their types' and
    /// their free `@Provides` functions'.
    init(declared: Set<String>) {
        func spelled(_ name: String, _ module: String) -> String {
            declared.contains(name) ? module + "." + name : name
        }
        task = spelled("Task", "_Concurrency")
        taskLocal = spelled("TaskLocal", "_Concurrency")
        sendable = spelled("Sendable", "Swift")
        never = spelled("Never", "Swift")
        error = spelled("Error", "Swift")
        set = spelled("Set", "Swift")
        string = spelled("String", "Swift")
        int = spelled("Int", "Swift")
        uint8 = spelled("UInt8", "Swift")
        bool = spelled("Bool", "Swift")
        void = spelled("Void", "Swift")
        objectIdentifier = spelled("ObjectIdentifier", "Swift")
        keyPath = spelled("KeyPath", "Swift")
        memoryLayout = spelled("MemoryLayout", "Swift")
        fatalError = spelled("fatalError", "Swift")
        precondition = spelled("precondition", "Swift")
        lock = spelled("NSLock", "Foundation")
        recursiveLock = spelled("NSRecursiveLock", "Foundation")
    }
}
