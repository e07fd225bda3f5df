// A mistake: '@Lazy' above a plain value; laziness needs a factory '() -> T'.
// @Component
final class PDFRenderer {}

// @Component
final class ExportService {
    init(
        // @Lazy
        renderer: PDFRenderer
    ) {}
}

// expect-diagnostic: Components.swift:9:9: error: '@Lazy' is for a parameter of factory type ('() -> T', '@escaping () -> T' or '@Sendable () -> T') that creates 'T' on its first call and keeps it; 'renderer' takes 'PDFRenderer': write '() -> PDFRenderer' and call it where the value is first needed, or remove '@Lazy' [#NonFactoryLazyDependency]
