// @Component
struct Screen {}

_ = AppGraph().screen
