/// Stage 2: finds the annotations above declarations, checks each sits on a declaration it can apply to, and
/// reports every annotation-looking comment that is attached to nothing (inside a body, after code, misspelled).
public struct AnnotationReader {
    private let diagnostics: DiagnosticCollector
    private var result = AnnotatedSources(
        files: [], components: [], providers: [], inputs: [],
        injectedInitializers: [], typesWithRejectedAnnotations: [])
    private var attachedComments: Set<SourceLocation> = []
    /// The name of the `@Inputs` struct whose members are being visited, if any.
    private var enclosingInputs: String?

    public static func read(_ files: [ScannedFile], diagnostics: DiagnosticCollector) -> AnnotatedSources {
        var reader = AnnotationReader(diagnostics: diagnostics)
        reader.result.files = files
        for file in files {
            reader.visit(file.declarations, reportedBranch: nil)
            reader.reportDetachedAnnotations(in: file)
        }
        return reader.result
    }

    private init(diagnostics: DiagnosticCollector) {
        self.diagnostics = diagnostics
    }

    /// A type's own name, qualified already.
    private static func rejectedName(of type: TypeDeclaration) -> RejectedType {
        RejectedType(type: TypeReference(syntax: .name(type.qualifiedName), location: type.nameLocation), scope: [])
    }

    /// `reportedBranch` is the `#if` branch already reported for an enclosing type, so that its members' annotations
    /// do not repeat the error.
    private mutating func visit(_ declarations: [Declaration], reportedBranch: ConditionalBranch?) {
        for declaration in declarations {
            let (annotations, malformedCount) = parseAnnotations(declaration.header.comments)
            if let first = annotations.first, let branch = declaration.header.conditionalBranch,
                branch != reportedBranch, !Self.choosesAlternative(annotations, on: declaration)
            {
                reportConditional(first, on: declaration, in: branch)
                let scope = declaration.header.enclosingTypes
                result.typesWithRejectedAnnotations += annotations.flatMap(\.boundTypes).map {
                    RejectedType(type: $0, scope: scope)
                }
                switch declaration {
                case .type(let type):
                    result.typesWithRejectedAnnotations.append(Self.rejectedName(of: type))
                    visit(type.members, reportedBranch: branch)
                case .function(let function):
                    if let returnType = function.returnType {
                        result.typesWithRejectedAnnotations.append(RejectedType(type: returnType, scope: scope))
                    }
                default: break
                }
                continue
            }
            let declaring = annotations.filter { !$0.kind.isDependencyAnnotation }
            if !declaring.isEmpty { attach(declaring, to: declaration) }
            // Beside a malformed annotation that declares nothing, `@Named` and `@AllowEmpty` are left alone: what
            // they would apply to is unknown, and the malformed one's error is reported already.
            if malformedCount == 0 || !declaring.isEmpty {
                attachDependencyAnnotations(
                    annotations.filter(\.kind.isDependencyAnnotation), to: declaration,
                    declaredBy: declaring.first?.kind)
            }
            switch declaration {
            case .initializer(let initializer): visitParameters(initializer.parameters)
            case .function(let function): visitParameters(function.parameters)
            default: break
            }
            if malformedCount > 0 {
                switch declaration {
                case .type(let type):
                    // What the annotation's unreadable `as:` could have bound: the type's own supertypes.
                    result.typesWithRejectedAnnotations.append(Self.rejectedName(of: type))
                    result.typesWithRejectedAnnotations += type.inheritedTypes.map {
                        RejectedType(type: $0, scope: type.header.enclosingTypes)
                    }
                case .function(let function):
                    if let returnType = function.returnType {
                        result.typesWithRejectedAnnotations.append(
                            RejectedType(type: returnType, scope: function.header.enclosingTypes))
                    }
                default: break
                }
            }
            if case .type(let type) = declaration {
                // An `@Inputs` struct's properties are what the caller passes, not dependencies.
                let outer = enclosingInputs
                enclosingInputs = declaring.contains { $0.kind == .inputs } ? type.name : nil
                visit(type.members, reportedBranch: reportedBranch)
                enclosingInputs = outer
            }
        }
    }

    /// `// @Inject` on an init inside an `#if` chooses the init the graph calls; the model checks that every
    /// configuration has one with the same parameters, since the graph calls it in each.
    private static func choosesAlternative(_ annotations: [Annotation], on declaration: Declaration) -> Bool {
        guard case .initializer = declaration else { return false }
        return annotations.allSatisfy { $0.kind == .inject }
    }

    /// Wiring cannot know which configurations a build uses (which `-D` flags, which platform), so it builds one
    /// graph valid in all of them: an annotation inside `#if` is an error, and the declaration joins no graph.
    private func reportConditional(_ annotation: Annotation, on declaration: Declaration, in branch: ConditionalBranch)
    {
        diagnostics.emit(
            .error(
                .conditionalDeclaration,
                "'@\(annotation.kind.rawValue)' on \(Self.describe(declaration)) is inside \(branch.described), but Wiring builds one graph for every build configuration: move the declaration out of the '#if', or choose the implementation inside a '// @Provides' function",
                at: annotation.location, notes: [.init("\(branch.described) begins here", at: branch.location)]))
    }

    /// The well-formed annotations among the comments, and how many were malformed (each reported).
    private mutating func parseAnnotations(_ comments: [Comment]) -> ([Annotation], malformed: Int) {
        var annotations: [Annotation] = []
        var malformed = 0
        var index = 0
        while index < comments.count {
            guard let kind = AnnotationParser.annotationKind(of: comments[index], diagnostics: nil) else {
                index += 1
                continue
            }
            let (annotation, linesUsed) = AnnotationParser.parse(
                comments[index...], kind: kind, diagnostics: diagnostics)
            for used in comments[index..<index + linesUsed] { attachedComments.insert(used.textLocation) }
            if let annotation { annotations.append(annotation) } else { malformed += 1 }
            index += linesUsed
        }
        return (annotations, malformed)
    }

    // MARK: - Dependency annotations

    /// `@Named` and `@AllowEmpty` above a declaration. `@Named` names a component's or a provider's bindings; on a
    /// stored property (of an `@Inputs` struct, a struct built with its memberwise init) both qualify what the
    /// property asks for.
    private mutating func attachDependencyAnnotations(
        _ annotations: [Annotation], to declaration: Declaration,
        declaredBy kind: Annotation.Kind?
    ) {
        guard !annotations.isEmpty else { return }
        switch (declaration, kind) {
        case (.variable(let variable), nil) where !variable.bindings.isEmpty && enclosingInputs != nil:
            // `@Named` names the input's binding; `@AllowEmpty` and `@Optional` would say how a dependency is
            // looked up, and an input is not looked up: the caller passes it.
            for annotation in annotations where annotation.kind != .named {
                diagnostics.emit(
                    .error(
                        .misplacedAnnotation,
                        Self.misplacedOnInput(
                            annotation.kind, property: variable.bindings[0].name, inputs: enclosingInputs ?? ""),
                        at: annotation.location))
            }
            record(
                annotations.filter { $0.kind == .named }, for: variable.bindings.map(\.location),
                owner: "this declaration")
        case (.variable(let variable), nil) where !variable.bindings.isEmpty,
            (.variable(let variable), .inject) where !variable.bindings.isEmpty:
            record(annotations, for: variable.bindings.map(\.location), owner: "this declaration")
        case (.type(let type), .component):
            record(annotations, forBindingsOf: Self.describe(declaration), at: type.nameLocation)
        case (.function(let function), .provides):
            record(annotations, forBindingsOf: Self.describe(declaration), at: function.nameLocation)
        case (.type, nil), (.function, nil):
            let what = if case .type = declaration { "'@Component'" } else { "'@Provides'" }
            for annotation in annotations {
                diagnostics.emit(
                    .error(
                        .misplacedAnnotation,
                        annotation.kind == .named
                            ? "'@Named' names a binding, but \(Self.describe(declaration)) declares none: add \(what) above it, or remove '@Named'"
                            : Self.dependencyAnnotationMisplaced(annotation.kind, on: Self.describe(declaration)),
                        at: annotation.location))
            }
        default:
            for annotation in annotations {
                diagnostics.emit(
                    .error(
                        .misplacedAnnotation,
                        "'@\(annotation.kind.rawValue)' cannot be used on \(Self.describe(declaration)): put it on its own comment line above \(Self.expectedTarget(annotation.kind))",
                        at: annotation.location))
            }
        }
    }

    /// A component's or provider's annotations: only `@Named` applies to the bindings it declares.
    private mutating func record(_ annotations: [Annotation], forBindingsOf owner: String, at location: SourceLocation)
    {
        for annotation in annotations where annotation.kind != .named {
            diagnostics.emit(
                .error(
                    .misplacedAnnotation, Self.dependencyAnnotationMisplaced(annotation.kind, on: owner),
                    at: annotation.location))
        }
        record(annotations.filter { $0.kind == .named }, for: [location], owner: "this declaration")
    }

    /// `@AllowEmpty` or `@Optional` above what asks for nothing.
    private static func dependencyAnnotationMisplaced(_ kind: Annotation.Kind, on owner: String) -> String {
        kind == .allowEmpty
            ? "'@AllowEmpty' cannot be used on \(owner): put it above a parameter or property that takes a collection"
            : "'@\(kind.rawValue)' cannot be used on \(owner): put it above \(expectedTarget(kind))"
    }

    /// `@AllowEmpty`, `@Optional` or `@Lazy` above a property of an `@Inputs` struct, which the caller passes: it is
    /// never empty for want of contributions, nor absent, nor created on first use.
    private static func misplacedOnInput(_ kind: Annotation.Kind, property: String, inputs: String) -> String {
        let never =
            switch kind {
            case .allowEmpty: "empty for want of contributions"
            case .lazy: "created on first use"
            default: "nil for want of a binding"
            }
        return
            "'@\(kind.rawValue)' cannot be used on input '\(property)' of '\(inputs)': the caller passes an input, the graph never looks it up, so it is never \(never): remove '@\(kind.rawValue)', or move it above a parameter or property that the graph fills in"
    }

    /// Records each annotation for the parameters or properties at `locations`; each kind may appear once.
    private mutating func record(_ annotations: [Annotation], for locations: [SourceLocation], owner: String) {
        var seen: Set<Annotation.Kind> = []
        for annotation in annotations {
            guard seen.insert(annotation.kind).inserted else {
                diagnostics.emit(
                    .error(
                        .duplicateAnnotation, "'@\(annotation.kind.rawValue)' appears twice above \(owner); keep one",
                        at: annotation.location))
                continue
            }
            for location in locations {
                if let name = annotation.name { result.names[location] = name }
                if annotation.kind == .allowEmpty { result.emptyCollectionsAllowed.insert(location) }
                if annotation.kind == .optional { result.optionalDependencies.insert(location) }
                if annotation.kind == .lazy { result.lazyDependencies.insert(location) }
            }
        }
    }

    /// Annotations on the comment lines above a parameter: `@Named` and `@AllowEmpty` say what it asks for.
    private mutating func visitParameters(_ parameters: [Parameter]) {
        for parameter in parameters where !parameter.comments.isEmpty {
            let (annotations, _) = parseAnnotations(parameter.comments)
            for annotation in annotations where !annotation.kind.isDependencyAnnotation {
                diagnostics.emit(
                    .error(
                        .misplacedAnnotation,
                        "'@\(annotation.kind.rawValue)' cannot be used on parameter '\(parameter.name)': put it above \(Self.expectedTarget(annotation.kind))",
                        at: annotation.location))
            }
            record(
                annotations.filter(\.kind.isDependencyAnnotation), for: [parameter.location],
                owner: "parameter '\(parameter.name)'")
        }
    }

    // MARK: - Declaring annotations

    private mutating func attach(_ annotations: [Annotation], to declaration: Declaration) {
        var kinds: [Annotation.Kind: Annotation] = [:]
        for annotation in annotations {
            if kinds[annotation.kind] != nil {
                diagnostics.emit(
                    .error(
                        .duplicateAnnotation,
                        "'@\(annotation.kind.rawValue)' appears twice above this declaration; keep one",
                        at: annotation.location))
                continue
            }
            if let other = kinds.values.first {
                diagnostics.emit(
                    .error(
                        .conflictingAnnotations,
                        "'@\(annotation.kind.rawValue)' cannot be combined with '@\(other.kind.rawValue)' on one declaration; keep the one you mean",
                        at: annotation.location))
                continue
            }
            kinds[annotation.kind] = annotation
            attach(annotation, to: declaration)
        }
    }

    private mutating func attach(_ annotation: Annotation, to declaration: Declaration) {
        switch (annotation.kind, declaration) {
        case (.component, .type(let type)) where [.class, .struct, .actor].contains(type.kind):
            result.components.append(Annotated(declaration: type, annotation: annotation))
        case (.inputs, .type(let type)) where type.kind == .struct:
            result.inputs.append(Annotated(declaration: type, annotation: annotation))
        case (.bundle, .type(let type)) where type.kind == .protocol:
            result.bundles.append(Annotated(declaration: type, annotation: annotation))
        case (.entryPoints, .type(let type)) where type.kind == .protocol:
            result.entryPoints.append(Annotated(declaration: type, annotation: annotation))
        case (.provides, .function(let function)):
            result.providers.append(Annotated(declaration: function, annotation: annotation))
        case (.inject, .initializer(let initializer)):
            result.injectedInitializers.insert(initializer.header.location)
        case (.inject, .variable(let variable)) where !variable.bindings.isEmpty:
            result.injectedProperties.append(variable)
        default:
            diagnostics.emit(
                .error(
                    .misplacedAnnotation, misplacementMessage(annotation.kind, on: declaration), at: annotation.location
                ))
        }
    }

    private func misplacementMessage(_ kind: Annotation.Kind, on declaration: Declaration) -> String {
        let target = Self.describe(declaration)
        switch kind {
        case .component:
            if case .type(let type) = declaration, type.kind == .protocol {
                return
                    "'@Component' cannot be used on protocol '\(type.name)': annotate a class, struct or actor that conforms to it and add 'as: \(type.name)'"
            }
            if case .type(let type) = declaration, type.kind == .enum {
                return
                    "'@Component' cannot be used on enum '\(type.name)': Wiring builds components with an init; use a class, struct or actor, or return the value from a '// @Provides' function"
            }
            if case .type(let type) = declaration, type.kind == .extension {
                return
                    "'@Component' cannot be used on an extension: put it above the declaration of '\(type.name)' itself"
            }
            return "'@Component' cannot be used on \(target): put it above a class, struct or actor declaration"
        case .provides:
            return
                "'@Provides' cannot be used on \(target): put it above a static function (or a free function) that returns the value to provide"
        case .inject:
            return
                "'@Inject' cannot be used on \(target): put it above the init Wiring should use to build a component, or above a 'var' property the graph should set"
        case .inputs:
            return
                "'@Inputs' cannot be used on \(target): put it above a struct whose stored properties are the graph's inputs"
        case .bundle:
            return
                "'@Bundle' cannot be used on \(target): put it above a protocol whose get-only properties the graph should fill in"
        case .entryPoints:
            return
                "'@EntryPoints' cannot be used on \(target): put it above a protocol whose get-only properties name the graph's entry points"
        case .named, .allowEmpty, .optional, .lazy:
            return "'@\(kind.rawValue)' cannot be used on \(target)"
        }
    }

    static func describe(_ declaration: Declaration) -> String {
        switch declaration {
        case .type(let type):
            type.kind == .extension ? "an extension of '\(type.name)'" : "\(type.kind.rawValue) '\(type.name)'"
        case .initializer: "an init"
        case .function(let function): "function '\(function.name)'"
        case .variable(let variable): "property '\(variable.bindings.first?.name ?? "_")'"
        case .other(let other): "a '\(other.keyword)' declaration"
        }
    }

    private func reportDetachedAnnotations(in file: ScannedFile) {
        for comment in file.lineComments
        where AnnotationParser.startsWithAt(comment) && !attachedComments.contains(comment.textLocation) {
            guard let kind = AnnotationParser.annotationKind(of: comment, diagnostics: diagnostics) else { continue }
            var location = comment.textLocation
            location.column += comment.text.prefix { $0 == " " || $0 == "\t" }.utf8.count
            diagnostics.emit(
                .error(
                    .detachedAnnotation,
                    "'@\(kind.rawValue)' is not attached to a declaration: put it on the comment lines directly above \(Self.expectedTarget(kind)), with no blank line between, at file or type scope (not inside a body, not after code on the same line)",
                    at: location))
        }
    }

    private static func expectedTarget(_ kind: Annotation.Kind) -> String {
        switch kind {
        case .component: "a class, struct or actor declaration"
        case .provides: "a static or free function"
        case .inject: "an init or a 'var' property"
        case .inputs: "a struct declaration"
        case .bundle, .entryPoints: "a protocol declaration"
        case .named: "a component, a provider, an init parameter or a stored property"
        case .allowEmpty: "a parameter or stored property that takes a collection"
        case .optional: "a parameter or property of type 'T?' that may receive nil"
        case .lazy: "a parameter or property of factory type '() -> T' whose first value is kept"
        }
    }
}
