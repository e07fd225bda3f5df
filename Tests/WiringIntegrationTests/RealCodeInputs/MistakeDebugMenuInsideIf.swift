// A mistake: the debug menu is a component only in debug builds, declared inside '#if DEBUG'.
// @Component(scope: .shared)
final class FeatureToggles {}

#if DEBUG
// @Component
final class DebugMenu {
    init(toggles: FeatureToggles) {}
}
#endif

// expect-diagnostic: Components.swift:6:4: error: '@Component' on class 'DebugMenu' is inside '#if DEBUG', but Wiring builds one graph for every build configuration: move the declaration out of the '#if', or choose the implementation inside a '// @Provides' function [#ConditionalDeclaration]
// expect-diagnostic: Components.swift:5:1: note: '#if DEBUG' begins here
