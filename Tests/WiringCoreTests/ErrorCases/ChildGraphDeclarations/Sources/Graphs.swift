/// Child graphs declared wrongly: each mistake is reported once, where it is written.
struct Member { let name: String }

// @Inputs(graph: MemberGraph)
struct MemberInputs { let member: Member }

/// A second declaration of a graph.
// @Inputs(graph: MemberGraph)
struct MoreMemberInputs { let nickname: String }

/// The root graph's name, and a type's.
// @Inputs(graph: AppGraph)
struct RootInputs {}
// @Inputs(graph: Member)
struct MemberTypeInputs {}

/// A parent that no one declares, and two graphs that are each other's parent.
// @Inputs(graph: CourtGraph, parent: MembrGraph)
struct CourtInputs { let number: Int }
// @Inputs(graph: LeftGraph, parent: RightGraph)
struct LeftInputs {}
// @Inputs(graph: RightGraph, parent: LeftGraph)
struct RightInputs {}

/// `parent:` without `graph:`.
// @Inputs(parent: MemberGraph)
struct Orphan { let age: Int }
