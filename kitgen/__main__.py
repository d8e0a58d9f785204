from kitgen.cli.entry import main

main()
