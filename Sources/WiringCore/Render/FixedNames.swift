/// The names the generated code spells the same way in every graph, in one place: the members a graph declares
/// whatever its bindings (`overrides`, `shutdown()`, …) and the locals its accessors share (`instance`). A member is
/// declared by one writer and used by others, and a local is declared by one and read by the next, so each is spelled
/// here once; the plan keeps the accessors clear of the members (``RenderPlan``).
enum FixedNames {
    /// The stored replacements a test passes to `init`, under the name of `init`'s parameter.
    static let overrides = "overrides"
    /// The nested struct of replacements, unless the sources declare that name (``RenderPlan/overridesType``).
    static let overridesType = "Overrides"
    /// The private class that keeps a `// @Lazy` factory's first value, unless the sources declare that name
    /// (``RenderPlan/lazyValueType``); its function that wraps a factory, and its method that returns the value.
    static let lazyValueType = "LazyValue"
    static let lazyValueFunction = "first"
    static let lazyValueMethod = "value"
    /// What a binding's replacement returns, which its accessor asks for, off the main actor and on it.
    static let overridden = "overridden"
    static let mainActorOverridden = "mainActorOverridden"
    /// A `Sendable` graph's list of the types it keeps off the main actor, which the compiler checks are `Sendable`.
    static let sendableValues = "sendableValues"
    /// The parameter of the init that takes the `@Inputs` struct.
    static let inputs = "inputs"
    /// The function that sets the `@Inject` properties of an instance made elsewhere, and its parameter.
    static let inject = "inject"
    static let injectionTarget = "target"

    // MARK: - Lifecycle: declared when a component names its teardown

    static let shutdown = "shutdown"
    static let lifecycleLock = "lifecycleLock"
    static let isShutDown = "isShutDown"
    /// What every creation calls first: creating after `shutdown()` traps.
    static let assertNotShutDown = "assertNotShutDown"
    /// A parent's child graphs that are alive and not shut down, by number, each as the function that shuts it down
    /// (its parent's `shutdown()` calls them first); the last number given; what a child calls to be listed and to
    /// leave the list; and the child's number.
    static let childGraphs = "childGraphs"
    static let lastChildGraph = "lastChildGraph"
    static let adoptChildGraph = "adoptChildGraph"
    static let releaseChildGraph = "releaseChildGraph"
    static let childGraphNumber = "childGraphNumber"
    /// A child's shutdown, which its own `shutdown()` and its parent's call: the parent's leaves a child shut down
    /// already alone.
    static let tearDown = "tearDown"
    /// What an accessor calls when it keeps an instance with a teardown, and the graph's list of them, by part and
    /// number, in the order they were kept.
    static let registerTeardown = "registerTeardown"
    static let keptTeardowns = "keptTeardowns"
    /// Every member of the lifecycle, none of which an accessor may take.
    static let lifecycle = [
        shutdown, lifecycleLock, isShutDown, assertNotShutDown, childGraphs, lastChildGraph, adoptChildGraph,
        releaseChildGraph, childGraphNumber, tearDown, registerTeardown, keptTeardowns,
    ]

    // MARK: - Child graphs

    /// A child graph's parent, which it holds, and the parameter of its init that takes it.
    static let parent = "parent"
    /// A child graph's one lock, which its kept instances and its lifecycle share: creating a child allocates one
    /// lock, not one per instance. Recursive, as creating one instance may create another.
    static let graphLock = "lock"

    // MARK: - Creation loops

    /// The task-local set of asynchronous creations in progress, unless an accessor has the name already.
    static let creationsInProgress = "creationsInProgress"

    // MARK: - The locals of an accessor

    /// The instance it creates (or finds kept) and returns.
    static let instance = "instance"
    /// The task of an asynchronous creation on the main actor.
    static let creation = "creation"
    /// What a creation on a cycle finds kept once it holds the cycle's lock.
    static let created = "created"

    /// Every member a graph class may declare whatever its bindings' names: a free function of one of these names
    /// is called through a function of the file (``RenderPlan/providerForwarders``), as the member would hide it.
    static let members =
        Set(lifecycle + [overrides, overridden, mainActorOverridden, sendableValues, inject, parent, graphLock])

    // MARK: - Conditions

    /// The compilation condition of everything that serves overrides: debug builds, where tests and previews run
    /// (SwiftPM and Xcode define `DEBUG` there), and builds that ask for them. A release build has none of it: the
    /// `Overrides` struct made its optimized compilation 1.44× that of the same graph written by hand, and overrides
    /// are of no use to a shipped app.
    static let overridesCondition = "DEBUG || WIRING_OVERRIDES"
}
