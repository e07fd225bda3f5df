// A mistake: '@Componet' misspelled above the cache the image loader needs.
// @Componet(scope: .shared)
final class ImageCache {}

// @Component
final class ImageLoader {
    init(cache: ImageCache) {}
}

// expect-diagnostic: Components.swift:2:4: error: unknown annotation '@Componet'; did you mean '@Component'? [#UnknownAnnotation]
// expect-diagnostic: note: Wiring's annotations are '@Component', '@Provides', '@Inject', '@Inputs', '@Bundle', '@Named', '@AllowEmpty', '@Optional', '@Lazy' and '@EntryPoints'
// expect-diagnostic: Components.swift:7:10: error: missing binding for 'ImageCache', needed by parameter 'cache' of 'ImageLoader.init'; 'ImageCache' is declared but is not a component: add '// @Component' above its declaration [#MissingBinding]
// expect-diagnostic: Components.swift:3:13: note: 'ImageCache' is declared here
