// The app is launched with an optional deep link and a verbosity flag that has a default.
// @Inputs
struct LaunchInputs {
    let deepLink: String?
    var verbose: Bool = false
}

// @Component
final class LaunchRouter {
    let destination: String
    init(deepLink: String?, verbose: Bool) {
        destination = deepLink ?? "home"
        if verbose { print("routing to \(destination)") }
    }
}

// main.swift
print(AppGraph(inputs: LaunchInputs(deepLink: nil)).launchRouter.destination)
print(AppGraph(inputs: LaunchInputs(deepLink: "todo/7", verbose: true)).launchRouter.destination)
// expect-output: home
// expect-output: routing to todo/7
// expect-output: todo/7
