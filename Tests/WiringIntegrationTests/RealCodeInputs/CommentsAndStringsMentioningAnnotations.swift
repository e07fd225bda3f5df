// Real files mention annotations and '@' in prose, strings and block comments; only real annotations count.
/// Maintained by mobile-team@example.com; ping @ann on Slack before changing it.
/// Marked with @Component below so the graph builds it.
// @Component(scope: .shared)
final class ReleaseNotes {
    /* Old setup, kept for reference:
       // @Component
       final class OldReleaseNotes {}
    */
    let template = """
        // @Component(scope: .shared)
        final class Generated {}
        """
}

// @Component
struct WhatsNewScreen {
    let notes: ReleaseNotes // one shared copy, see @ReleaseNotes
    var firstLine: String { String(notes.template.split(separator: "\n")[0]) }
}

// main.swift
print(AppGraph().whatsNewScreen.firstLine)
// expect-output: // @Component(scope: .shared)
