import Dispatch

/// Wiring's generator, as one pipeline of stages with typed boundaries, each output type in a file of its own:
///
/// 1. **Scan** (`Scan/`): each file's bytes → ``ScannedFile`` (`Scan/ScannedFile.swift`): its tokens, then its
///    declarations and comments. Files are independent here: each is read on its own.
///    - **Module namespaces** (`Scan/ModuleNamespaces.swift`), the one step that looks across files before the
///      annotations: scanned files → scanned files in which a type that several modules declare is named by its
///      module, `Networking.Cache`, as the sources that use it write it (``Pipeline/qualifyClashingNames(_:)``).
/// 2. **Annotations** (`Annotations/`): scanned files → ``AnnotatedSources`` (`Annotations/AnnotatedSources.swift`):
///    the declarations annotated for Wiring.
/// 3. **Binding model** (`Model/`): annotated sources → ``BindingModel`` (`Model/BindingModel.swift`): components,
///    providers, inputs, bindings.
/// 4. **Graph** (`Graph/`): binding model → ``ResolvedGraph`` (`Graph/ResolvedGraph.swift`): validated, in
///    dependency order.
/// 5. **Render** (`Render/`): resolved graph → the text of `AppGraph.swift`.
///
/// The pictures of a resolved graph, for people (DOT, Mermaid, SVG), are another library's, `WiringPictures`, so that
/// the build plugin's tool, which only generates, does not compile them.
///
/// Every stage reports problems to one ``DiagnosticCollector`` and goes on, so a run reports all it can find. The
/// pipeline never prints and never touches the file system: the CLI reads the inputs and writes the output.
public enum Pipeline {
    /// A source file's path (as given, used in diagnostics), contents, and module when it is not the target's.
    public struct SourceFile: Sendable {
        public var path: String
        public var contents: [UInt8]
        public var module: DependencyModule?
        /// Whether the file's module is built with `.defaultIsolation(MainActor.self)` (``Configuration`` says).
        public var isMainActorByDefault: Bool

        public init(
            path: String, contents: [UInt8], module: DependencyModule? = nil, isMainActorByDefault: Bool = false
        ) {
            self.path = path
            self.contents = contents
            self.module = module
            self.isMainActorByDefault = isMainActorByDefault
        }
    }

    /// Stage 1 for all files, sorted by path so that the result does not depend on the order they were given in. A
    /// file that is not valid UTF-8 is an error (as it is for the compiler), and is read all the same.
    ///
    /// Files are independent at this stage, so they are read on every core at once, each into its own slot.
    public static func scan(_ files: consuming [SourceFile], diagnostics: DiagnosticCollector) -> [ScannedFile] {
        var seen: Set<String> = []
        let unique = (consume files).sorted { $0.path < $1.path }.filter { seen.insert($0.path).inserted }
        var results = [(file: ScannedFile, encodingError: Diagnostic?)?](repeating: nil, count: unique.count)
        results.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let slot = slots.baseAddress!
            DispatchQueue.concurrentPerform(iterations: unique.count) { index in
                slot[index] = scan(unique[index])
            }
        }
        return results.map { result in
            if let encodingError = result!.encodingError { diagnostics.emit(encodingError) }
            return result!.file
        }
    }

    /// Stage 1 for one file, and the error to report when it is not valid UTF-8: for the generation cache, which
    /// scans only the files whose scans it does not keep.
    public static func scan(_ file: SourceFile) -> (file: ScannedFile, encodingError: Diagnostic?) {
        var encodingError: Diagnostic?
        if let offset = SourceEncoding.firstInvalidUTF8Byte(in: file.contents) {
            let hex = String(file.contents[offset], radix: 16, uppercase: true)
            encodingError = .error(
                .invalidUTF8,
                "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex)): Swift sources must be UTF-8; save the file as UTF-8",
                at: SourceEncoding.location(ofByte: offset, in: file.contents, path: file.path))
        }
        var scanned = DeclarationReader.read(path: file.path, bytes: file.contents)
        scanned.module = file.module
        scanned.isMainActorByDefault = file.isMainActorByDefault
        return (scanned, encodingError)
    }

    /// The step between stages 1 and 2, the first that needs every file: a type (or free function) that several
    /// modules declare is put in its dependency module's scope, `Networking.Cache`, as the generated file must name
    /// it; the target's own keep their names. A step of its own because no single file can tell that a name clashes.
    /// Without a clash the files are returned as they are (the rules: `Scan/ModuleNamespaces.swift`).
    public static func qualifyClashingNames(_ files: [ScannedFile]) -> [ScannedFile] {
        ModuleNamespaces.qualifyClashingNames(in: files)
    }

    /// Stages 1–3: what `wiring dump` shows. `rootGraphName` is the name of the generated root graph, which
    /// `parent:` and `in:` may name and messages show; `sendableRequirement`, where the configuration asks that every
    /// graph be `Sendable` (``BindingModel/sendableRequirement``).
    public static func model(
        _ files: consuming [SourceFile], rootGraphName: String = "AppGraph",
        sendableRequirement: SourceLocation? = nil, diagnostics: DiagnosticCollector
    ) -> BindingModel {
        model(
            scanned: scan(files, diagnostics: diagnostics), rootGraphName: rootGraphName,
            sendableRequirement: sendableRequirement, diagnostics: diagnostics)
    }

    /// Stages 2–3, on files already scanned (by ``scan(_:diagnostics:)``).
    public static func model(
        scanned: [ScannedFile], rootGraphName: String = "AppGraph", sendableRequirement: SourceLocation? = nil,
        diagnostics: DiagnosticCollector
    ) -> BindingModel {
        let qualified = qualifyClashingNames(ModuleAliases.nameModulesAsImported(in: scanned))
        let annotated = AnnotationReader.read(qualified, diagnostics: diagnostics)
        var model = BindingModelBuilder.build(annotated, rootGraphName: rootGraphName, diagnostics: diagnostics)
        model.sendableRequirement = sendableRequirement
        return model
    }

    /// Stages 1–4: the validated graph, or nil when there are errors (all of them in `diagnostics`).
    public static func resolve(
        _ files: consuming [SourceFile], rootGraphName: String = "AppGraph",
        sendableRequirement: SourceLocation? = nil, diagnostics: DiagnosticCollector
    ) -> ResolvedGraph? {
        let model = model(
            files, rootGraphName: rootGraphName, sendableRequirement: sendableRequirement, diagnostics: diagnostics)
        // The graph stage still runs after model errors: a missing binding or a cycle is worth reporting too.
        return GraphResolver.resolve(model, diagnostics: diagnostics)
    }

    /// The whole pipeline: the graph's code, or nil when there are errors.
    public static func generate(
        _ files: consuming [SourceFile], options: RenderOptions, sendableRequirement: SourceLocation? = nil,
        diagnostics: DiagnosticCollector
    ) -> RenderedGraph? {
        generate(
            scanned: scan(files, diagnostics: diagnostics), options: options,
            sendableRequirement: sendableRequirement, diagnostics: diagnostics)
    }

    /// Stages 2–5, on files already scanned (by ``scan(_:diagnostics:)``): the generation cache scans them itself,
    /// to sum each one up, and reads the scans of files it scanned before. The scans are let go once the binding
    /// model is built, which keeps none of them: on a large graph they were a third of the memory the rendering
    /// stage found still in use.
    public static func generate(
        scanned: consuming [ScannedFile], options: RenderOptions, sendableRequirement: SourceLocation? = nil,
        diagnostics: DiagnosticCollector
    ) -> RenderedGraph? {
        let model = model(
            scanned: consume scanned, rootGraphName: options.graphTypeName, sendableRequirement: sendableRequirement,
            diagnostics: diagnostics)
        // As in `resolve`: the graph stage still runs after model errors.
        guard let graph = GraphResolver.resolve(model, diagnostics: diagnostics), !diagnostics.hasErrors else {
            return nil
        }
        return AppGraphRenderer.render(graph, options: options)
    }
}
