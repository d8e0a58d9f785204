from kitgen.cli.app import main

main()
