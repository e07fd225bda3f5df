// A mistake: an injected property with a private setter, which the graph cannot set.
// @Component(scope: .shared)
final class ImageLoader {}

final class GalleryController {
    // @Inject
    private(set) var loader: ImageLoader!
}

// expect-diagnostic: Components.swift:7:22: error: '@Inject' property 'loader' of 'GalleryController' cannot be set from the generated file: make it (and its setter) internal [#InaccessibleDeclaration]
