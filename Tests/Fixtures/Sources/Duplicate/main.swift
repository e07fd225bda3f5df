print(AppGraph().engine)
