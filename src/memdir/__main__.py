from memdir.cli import main

main()
