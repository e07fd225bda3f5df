protocol Store {}
// @Component(as: Store)
final class Disk: Store {}
