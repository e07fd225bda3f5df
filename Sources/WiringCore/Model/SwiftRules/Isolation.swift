/// The global actor a declaration is isolated to, as Swift decides it: its own attribute, resolved to the declaration
/// it names (`@MainActor`, or an actor the sources declare `@globalActor`); else, for a type, what it inherits from
/// its superclass or a protocol its declaration conforms to (a conformance declared in an extension isolates only
/// that extension's members, as in Swift); else the main actor when its module is built with
/// `.defaultIsolation(MainActor.self)` (`wiring.json` says so); `nonisolated` on the type opts out of all three.
/// Framework types the sources cannot show are known from a table. An attribute that may be a global actor declared
/// elsewhere cannot be classified: the component says which it is with `isolation:`.
public enum Isolation: Hashable, Sendable {
    case nonisolated
    case mainActor
    /// A global actor the sources declare, by qualified name.
    case globalActor(String)

    /// `@MainActor`, `@DatabaseActor`: the attribute that isolates a declaration so; nil for none.
    public var attribute: String? {
        switch self {
        case .nonisolated: nil
        case .mainActor: "@MainActor"
        case .globalActor(let name): "@\(name)"
        }
    }

    /// How a message names the isolation: `'@MainActor'`, `'@DatabaseActor'`.
    var described: String {
        switch self {
        case .nonisolated: "nonisolated"
        case .mainActor: "'@MainActor'"
        case .globalActor(let name): "'@\(name)'"
        }
    }
}

/// What the sources tell of a declaration's isolation.
enum InferredIsolation {
    /// The isolation, and why, for messages: `inherited from 'BaseController'`; nil for a declaration's own attribute
    /// or no isolation.
    case known(Isolation, reason: String?)
    /// An attribute that may be a global actor of a module Wiring does not read (`@CacheActor`), or a macro.
    case unclassified(Attribute)
}

extension TypeIndex {
    /// Framework classes isolated to the main actor, which Wiring knows by name when the sources do not declare a
    /// type of that name: UIKit's and AppKit's responders, views and controllers. docs/Annotations.md lists them.
    static let mainActorFrameworkClasses: Set<String> = [
        "UIResponder", "UIView", "UIViewController", "UIApplication", "UIWindow", "UIControl", "UIButton", "UILabel",
        "UIImageView", "UIScrollView", "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewCell",
        "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
        "UIPageViewController", "UISplitViewController", "UIHostingController", "NSResponder", "NSView",
        "NSViewController", "NSWindow", "NSWindowController", "NSApplication", "NSControl", "NSHostingController",
        "NSHostingView",
    ]

    /// Framework protocols isolated to the main actor, known by name like the classes: UIKit's and AppKit's
    /// delegates and data sources, and SwiftUI's views, apps and scenes.
    static let mainActorFrameworkProtocols: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "UITableViewDataSource",
        "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate", "NSApplicationDelegate",
        "View", "App", "Scene", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable",
    ]

    /// Attributes that never isolate a declaration: Swift's own, and the macros of Apple's frameworks that a
    /// component is often marked with. Any other attribute that takes no arguments may be a global actor.
    static let attributesWithoutIsolation: Set<String> = [
        "available", "objc", "objcMembers", "nonobjc", "dynamicMemberLookup", "dynamicCallable", "propertyWrapper",
        "resultBuilder", "frozen", "inlinable", "usableFromInline", "preconcurrency", "globalActor", "main",
        "discardableResult", "warn_unqualified_access", "IBDesignable", "NSApplicationMain", "UIApplicationMain",
        "requires_stored_property_inits", "unchecked", "retroactive", "Sendable", "_spi", "_implementationOnly",
        "_fixed_layout", "Observable", "Model",
    ]

    /// The isolation of a component's creation: its init's own, else its type's (a `nonisolated init` is not
    /// isolated whatever its type is).
    func isolation(creating type: TypeDeclaration, with initializer: InitializerSignature) -> InferredIsolation {
        ownIsolation(
            attributes: initializer.attributes, isNonisolated: initializer.isNonisolated, in: type.qualifiedName,
            inFile: initializer.location.file) ?? isolation(ofType: type.qualifiedName)
    }

    /// The isolation of a type of the sources, by qualified name.
    func isolation(ofType typeName: String) -> InferredIsolation {
        var visited: Set<String> = []
        return isolation(ofType: typeName, visited: &visited)
    }

    /// The isolation of a method of a type of the sources: its own, else its type's.
    func isolation(ofMethod method: FunctionDeclaration, in typeName: String) -> InferredIsolation {
        ownIsolation(
            attributes: method.header.attributes, isNonisolated: method.header.hasModifier("nonisolated"),
            in: typeName, inFile: method.nameLocation.file) ?? isolation(ofType: typeName)
    }

    /// The isolation of a provider: its own, else its type's, or, for a free function, its module's default. An
    /// attribute Wiring cannot classify counts as none, as it does for the type of an `// @Inject` property.
    func isolation(ofProvider function: FunctionDeclaration) -> Isolation {
        let enclosingTypes = function.header.enclosingTypes
        let inferred =
            enclosingTypes.isEmpty
            ? ownIsolation(
                attributes: function.header.attributes, isNonisolated: function.header.hasModifier("nonisolated"),
                in: "", inFile: function.nameLocation.file)
                ?? .known(
                    isMainActorByDefault(file: function.nameLocation.file) ? .mainActor : .nonisolated, reason: nil)
            : isolation(ofMethod: function, in: enclosingTypes.joined(separator: "."))
        guard case .known(let isolation, _) = inferred else { return .nonisolated }
        return isolation
    }

    /// The global actor a member's own attributes isolate it to (a protocol's property requirement); `.nonisolated`
    /// for none or one Wiring cannot classify.
    func ownIsolation(of header: DeclarationHeader, in context: String, inFile file: String) -> Isolation {
        let own = ownIsolation(
            attributes: header.attributes, isNonisolated: header.hasModifier("nonisolated"), in: context, inFile: file)
        guard case .known(let isolation, _)? = own else { return .nonisolated }
        return isolation
    }

    /// The global actor a type of the sources is isolated to; `.nonisolated` for none or one Wiring cannot classify.
    func knownIsolation(ofType typeName: String) -> Isolation {
        guard case .known(let isolation, _) = isolation(ofType: typeName) else { return .nonisolated }
        return isolation
    }

    private func isolation(ofType typeName: String, visited: inout Set<String>) -> InferredIsolation {
        guard visited.insert(typeName).inserted else { return .known(.nonisolated, reason: nil) }
        for declaration in declarations[typeName] ?? [] where declaration.kind != .actor {
            if let own = ownIsolation(
                attributes: declaration.header.attributes,
                isNonisolated: declaration.header.hasModifier("nonisolated"), in: typeName,
                inFile: declaration.nameLocation.file)
            {
                return own
            }
            let context = declaration.header.enclosingTypes.joined(separator: ".")
            for name in declaration.inheritedTypes.flatMap(\.syntax.conformancePaths) {
                let resolved = resolve(name, from: context, inFile: declaration.nameLocation.file)
                let supertype = declarations[resolved]?.first
                let relation = supertype?.kind == .class ? "inherited from" : "from its conformance to"
                if supertype == nil {
                    let frameworkName = name.pieces().last.map(String.init) ?? name
                    if Self.mainActorFrameworkClasses.contains(frameworkName) {
                        return .known(.mainActor, reason: "inherited from '\(name)'")
                    }
                    if Self.mainActorFrameworkProtocols.contains(frameworkName) {
                        return .known(.mainActor, reason: "from its conformance to '\(name)'")
                    }
                    continue
                }
                switch isolation(ofType: resolved, visited: &visited) {
                case .known(.nonisolated, _): continue
                case .known(let isolation, let reason):
                    return .known(isolation, reason: "\(relation) '\(name)'" + (reason.map { ", \($0)" } ?? ""))
                case .unclassified(let attribute): return .unclassified(attribute)
                }
            }
            if declaration.kind != .protocol, isMainActorByDefault(file: declaration.nameLocation.file) {
                return .known(.mainActor, reason: "by its module's default isolation")
            }
        }
        return .known(.nonisolated, reason: nil)
    }

    /// What a declaration's own `nonisolated` and attributes say of its isolation; nil when they say nothing.
    private func ownIsolation(
        attributes: [Attribute], isNonisolated: Bool, in context: String, inFile file: String
    ) -> InferredIsolation? {
        if isNonisolated { return .known(.nonisolated, reason: nil) }
        for attribute in attributes {
            switch isolation(of: attribute, in: context, inFile: file) {
            case .isolates(let isolation): return .known(isolation, reason: nil)
            case .unclassified: return .unclassified(attribute)
            case .doesNotIsolate: continue
            }
        }
        return nil
    }

    /// What an attribute says of isolation. A name that resolves to a declaration of the sources (through their
    /// typealiases) is known (a type marked `@globalActor` isolates; a property wrapper or anything else does not),
    /// and so is `@MainActor` (with `(unsafe)` too); any other global actor is written without arguments, so an
    /// unknown name without them may be one of another module.
    private func isolation(of attribute: Attribute, in context: String, inFile file: String) -> AttributeIsolation {
        var resolved = resolve(attribute.name, from: context, inFile: file)
        var followed: Set<String> = []
        while let alias = aliasedTypes[resolved], let target = alias.aliasedType, followed.insert(resolved).inserted {
            resolved = resolve(
                target.syntax.written, from: alias.header.enclosingTypes.joined(separator: "."),
                inFile: target.location.file)
        }
        if let declared = declarations[resolved] {
            let isGlobalActor = declared.contains { $0.header.attributes.contains { $0.name == "globalActor" } }
            return isGlobalActor ? .isolates(.globalActor(resolved)) : .doesNotIsolate
        }
        if attribute.name == "MainActor" || resolved == "MainActor" { return .isolates(.mainActor) }
        if attribute.arguments != nil || Self.attributesWithoutIsolation.contains(attribute.name) {
            return .doesNotIsolate
        }
        return .unclassified
    }

    private enum AttributeIsolation {
        case isolates(Isolation)
        case doesNotIsolate
        case unclassified
    }
}
