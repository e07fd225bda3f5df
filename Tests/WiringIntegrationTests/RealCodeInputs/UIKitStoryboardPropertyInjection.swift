// A storyboard creates the settings screen; the app delegate injects its services into it.
@MainActor
class UIViewController {
    init() {}
}

protocol AccountService: AnyObject {
    var userName: String { get }
}

// @Component(scope: .shared, as: AccountService)
final class KeychainAccountService: AccountService {
    let userName = "ann"
}

// @Component(scope: .shared)
final class ThemeManager {
    var theme = "light"
}

// @Component
final class AboutViewController: UIViewController {
    override init() { super.init() }
}

@MainActor
final class SettingsViewController: UIViewController {
    // @Inject
    var account: (any AccountService)!
    // @Inject
    var themes: ThemeManager!
    // @Inject
    var makeAbout: (() -> AboutViewController)!
}

// main.swift
let graph = AppGraph()
let settings = SettingsViewController()   // from the storyboard
graph.inject(into: settings)
settings.themes.theme = "dark"
print(settings.account.userName, graph.themeManager.theme)
print(settings.makeAbout() !== settings.makeAbout())
// expect-output: ann dark
// expect-output: true
