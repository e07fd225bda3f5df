// The app's entry points include the factory for chat rooms, made per room name.
// @Component(scope: .shared)
final class ChatServer {
    let host = "chat.example.com"
}

// @Component(assisted: roomName)
final class ChatRoom {
    let address: String
    init(server: ChatServer, roomName: String) { address = "\(server.host)/\(roomName)" }
}

// @EntryPoints
protocol ChatEntryPoints {
    var openRoom: (String) -> ChatRoom { get }
}

// main.swift
let graph = AppGraph()
print(graph.openRoom("general").address)
// expect-output: chat.example.com/general
