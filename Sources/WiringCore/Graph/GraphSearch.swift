/// The searches of graphs whose nodes are numbered from 0, which the graph stage and the pictures share: whatever
/// the question (a cycle to report, a chain of requesters, whether a factory edge closes a loop), one algorithm
/// answers it, so the answers cannot drift apart.
package enum GraphSearch {
    /// The strongly connected components of the graph whose edges are `targets` (a nil target is no edge), each
    /// one's dependencies before it (Tarjan's algorithm, iterative so that deep graphs cannot overflow the stack).
    /// Roots are taken in the order of `roots`, every node once, so the result is deterministic.
    static func stronglyConnectedComponents(targets: [[Int?]], roots: [Int]) -> [[Int]] {
        let count = targets.count
        var indexOf = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var components: [[Int]] = []

        for root in roots where indexOf[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            indexOf[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = work.last {
                let edges = targets[node]
                if edge < edges.count {
                    work[work.count - 1].edge += 1
                    guard let target = edges[edge] else { continue }
                    if indexOf[target] < 0 {
                        indexOf[target] = nextIndex
                        lowLink[target] = nextIndex
                        nextIndex += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], indexOf[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[node]) }
                guard lowLink[node] == indexOf[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                components.append(component)
            }
        }
        return components
    }

    /// A shortest path from `start` (breadth-first, each node's edges taken in the order `edges` gives them): the
    /// labels of its edges, in order, up to the first node that `isGoal` accepts. `start` is a goal only when a path
    /// leads back to it, which makes the path a shortest cycle. When no goal can be reached, `reachesGoal` is false
    /// and the path leads to the node reached last, one of the farthest from `start`.
    package static func shortestPath<Label, Edges: Sequence>(
        from start: Int, along edges: (Int) -> Edges, to isGoal: (Int) -> Bool
    ) -> (labels: [Label], reachesGoal: Bool) where Edges.Element == (label: Label, target: Int) {
        var previous: [Int: (node: Int, label: Label)] = [:]
        var visited: Set<Int> = [start]
        var queue = [start]
        var head = 0
        func labels(upTo end: Int) -> [Label] {
            var labels: [Label] = []
            var step = end
            while step != start, let edge = previous[step] {
                labels.append(edge.label)
                step = edge.node
            }
            return labels.reversed()
        }
        while head < queue.count {
            let current = queue[head]
            head += 1
            for (label, target) in edges(current) {
                if isGoal(target) { return (labels(upTo: current) + [label], true) }
                if visited.insert(target).inserted {
                    previous[target] = (current, label)
                    queue.append(target)
                }
            }
        }
        return (labels(upTo: queue[queue.count - 1]), false)
    }

    /// The edges of a shortest cycle from `start` back to `start` that stays inside `members`, in order, each as the
    /// node it leaves and its place among that node's `targets` (a nil target is no edge); nil when there is none.
    static func shortestCycle(
        through start: Int, within members: Set<Int>,
        targets: [[Int?]]
    ) -> [(binding: Int, dependency: Int)]? {
        let cycle = shortestPath(
            from: start,
            along: { current in
                targets[current].enumerated().lazy.compactMap {
                    position, target -> (label: (binding: Int, dependency: Int), target: Int)? in
                    guard let target, members.contains(target) else { return nil }
                    return (label: (binding: current, dependency: position), target: target)
                }
            }, to: { $0 == start })
        return cycle.reachesGoal ? cycle.labels : nil
    }
}
