print("viper-auth")
