// An onboarding screen is made with the closure to call when the user finishes.
// @Component(scope: .shared)
final class OnboardingState {
    var completed = false
}

// @Component(assisted: onFinish)
final class OnboardingViewModel {
    let state: OnboardingState
    let onFinish: () -> Void
    init(state: OnboardingState, onFinish: @escaping () -> Void) {
        self.state = state
        self.onFinish = onFinish
    }
    func finish() {
        state.completed = true
        onFinish()
    }
}

// @Component
final class RootFlow {
    let makeOnboarding: (@escaping () -> Void) -> OnboardingViewModel
    init(makeOnboarding: @escaping (@escaping () -> Void) -> OnboardingViewModel) {
        self.makeOnboarding = makeOnboarding
    }
    func run() {
        let model = makeOnboarding { print("show home") }
        model.finish()
    }
}

// main.swift
let graph = AppGraph()
graph.rootFlow.run()
print("completed: \(graph.onboardingState.completed)")
// expect-output: show home
// expect-output: completed: true
