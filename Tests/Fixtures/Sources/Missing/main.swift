print(AppGraph().team)
