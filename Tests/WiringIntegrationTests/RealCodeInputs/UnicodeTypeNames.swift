// A team that names its types in its own language: 'Größe', 'Café', 'Ärzteliste'.
// @Component(scope: .shared)
final class Café {
    let name = "Zur Linde"
}

// @Component
struct Größe {
    let café: Café
    let wert: Int = 3
}

// @Component
struct Ärzteliste {
    let größe: Größe
    var text: String { "\(größe.café.name): \(größe.wert)" }
}

// main.swift
print(AppGraph().ärzteliste.text)
// expect-output: Zur Linde: 3
