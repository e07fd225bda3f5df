/// Which init Wiring calls to build a component, by Swift's rules and Wiring's: the one marked `// @Inject`; else the
/// only init the type's body declares; else, when neither the type nor its extensions declare one, the init Swift
/// synthesizes (a struct's memberwise init, the `init()` of a class or actor). Anything else is ambiguous.
///
/// It only chooses. Whether Wiring can call the init it chose, and what to say when there is no choice, is for the
/// checks (`Checks/InitializerChecks.swift`).
enum InitializerChoice {
    /// An init written in the type or an extension; `extensionAccess` is the access written on the extension that
    /// declares it (`public extension`), nil in the type's body.
    case declared(InitializerDeclaration, extensionAccess: AccessLevel?)
    /// A struct's memberwise init (``MemberwiseInitializer``).
    case memberwise
    /// The `init()` of a class or actor that declares none.
    case implicit
    /// Several inits are marked `// @Inject`, in the order declared.
    case markedMoreThanOnce([InitializerDeclaration])
    /// Several inits, none marked: the declared ones in order, and whether the one Swift synthesizes is among them
    /// too (it is when only extensions declare inits, which leave it in place).
    case ambiguous([InitializerDeclaration], includingSynthesized: Bool)

    /// The choice for `type`, whose inits are in its body and extensions; `injected` holds the locations of the
    /// inits marked `// @Inject`.
    init(of type: TypeDeclaration, in index: TypeIndex, injected: Set<SourceLocation>) {
        var declared: [InitializerDeclaration] = []
        var extensionAccess: [SourceLocation: AccessLevel] = [:]
        for declaration in index.declarationsAndExtensions(of: type.qualifiedName) {
            for case .initializer(let initializer) in declaration.members {
                declared.append(initializer)
                if declaration.kind == .extension {
                    extensionAccess[initializer.header.location] = declaration.header.writtenAccessLevel
                }
            }
        }
        let marked = declared.filter { injected.contains($0.header.location) }
        if marked.count > 1 {
            self = .markedMoreThanOnce(marked)
            return
        }
        let bodyDeclaresInit = type.members.contains { if case .initializer = $0 { true } else { false } }
        if let chosen = marked.first ?? (declared.count == 1 && bodyDeclaresInit ? declared.first : nil) {
            self = .declared(chosen, extensionAccess: extensionAccess[chosen.header.location])
        } else if declared.isEmpty {
            self = type.kind == .struct ? .memberwise : .implicit
        } else {
            self = .ambiguous(declared, includingSynthesized: !bodyDeclaresInit)
        }
    }
}
