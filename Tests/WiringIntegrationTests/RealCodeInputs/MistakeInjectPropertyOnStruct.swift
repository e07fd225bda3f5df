// A mistake: '@Inject' on a property of a struct view; only classes can have properties injected.
// @Component(scope: .shared)
final class ThemeStore {}

struct SettingsView {
    // @Inject
    var themes: ThemeStore!
}

// expect-diagnostic: Components.swift:7:9: error: '@Inject' property 'themes' is in struct 'SettingsView'; only a class can be injected after it is made: annotate 'SettingsView' '// @Component' and take 'themes' in its init instead [#InjectedPropertyOutsideClass]
