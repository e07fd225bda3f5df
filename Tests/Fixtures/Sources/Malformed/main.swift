print(AppGraph())
