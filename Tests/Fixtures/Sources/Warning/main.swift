print(AppGraph().cache)
