/// `#if` blocks, whose every branch is read, each declaration knowing the branch it is in (a build configuration may
/// leave it out, which the annotation stage reports), and the other `#` forms, which are skipped.
extension DeclarationReader {
    /// `#if`, `#elseif`, `#else`, `#endif` are transparent: declarations in every branch are read, each knowing the
    /// branch it is in. Other `#` forms (`#warning(…)`, freestanding macros) are skipped with their arguments and
    /// trailing closure.
    mutating func readPoundDirective() {
        let directiveStart = index
        let directive = source.text(index)
        index += 1
        switch directive {
        case "#if", "#elseif", "#else":
            while !source.isAtEnd(index), !source.tokens[index].isAtLineStart { skipTokenOrGroup() }
            let written = source.sourceText(from: directiveStart, to: index)
            let branchLocation = source.location(directiveStart)
            if directive == "#if" {
                conditionalBranches.append(
                    ConditionalBranch(
                        opening: written, directive: written, location: branchLocation,
                        openingLocation: branchLocation, ordinal: 0))
            } else if let previous = conditionalBranches.popLast() {
                conditionalBranches.append(
                    ConditionalBranch(
                        opening: previous.opening, directive: written, location: branchLocation,
                        openingLocation: previous.openingLocation, ordinal: previous.ordinal + 1))
            }
        case "#endif":
            _ = conditionalBranches.popLast()
        default:
            if source.isPunctuation(index, "("), source.isAttached(index) { skipGroup() }
            if source.isPunctuation(index, "{"), !source.tokens[index].isAtLineStart { skipGroup() }
        }
    }
}
