let graph = AppGraph()
print(graph.repository.database() === graph.database, graph.car.engine() === graph.car.engine())
print(graph.screen.session.name, graph.screen.tool.name)
