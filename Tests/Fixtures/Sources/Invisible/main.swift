import InvisibleServices

// @Component
struct Screen {
    init(settings: Settings, retries: Int) {}
}

_ = AppGraph().screen
