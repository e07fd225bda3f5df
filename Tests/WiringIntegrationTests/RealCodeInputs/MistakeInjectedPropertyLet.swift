// A mistake: '@Inject' above a 'let', which cannot be set after the init.
// @Component(scope: .shared)
final class Clock {}

final class TimerController {
    // @Inject
    let clock: Clock? = nil
}

// expect-diagnostic: Components.swift:7:9: error: '@Inject' property 'clock' of 'TimerController' is a 'let'; 'inject(into:)' sets it after init: make it a 'var' [#UnsettableInjectedProperty]
