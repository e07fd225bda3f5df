print(AppGraph().dashboard)
