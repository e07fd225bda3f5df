// A table's cells each get a view model made for their row, with the shared formatter from the graph.
import Foundation

struct Contact: Sendable {
    let name: String
    let calls: Int
}

// @Component(scope: .shared)
final class CountFormatter {
    func format(_ count: Int) -> String { count == 1 ? "1 call" : "\(count) calls" }
}

// @Component(assisted: contact)
final class ContactCellViewModel {
    let title: String
    let subtitle: String
    init(contact: Contact, formatter: CountFormatter) {
        title = contact.name
        subtitle = formatter.format(contact.calls)
    }
}

// @Component
final class ContactsDataSource {
    let contacts = [Contact(name: "Ann", calls: 1), Contact(name: "Bob", calls: 3)]
    let makeCell: (Contact) -> ContactCellViewModel
    init(makeCell: @escaping (Contact) -> ContactCellViewModel) {
        self.makeCell = makeCell
    }
    func cell(at row: Int) -> ContactCellViewModel { makeCell(contacts[row]) }
}

// main.swift
let graph = AppGraph()
let dataSource = graph.contactsDataSource
for row in 0..<2 {
    let cell = dataSource.cell(at: row)
    print("\(cell.title) - \(cell.subtitle)")
}
print(graph.makeContactCellViewModel(contact: Contact(name: "Cy", calls: 0)).subtitle)
// expect-output: Ann - 1 call
// expect-output: Bob - 3 calls
// expect-output: 0 calls
