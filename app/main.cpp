// The `grundy` command: a thin front end over the library
// (command_line.cpp).
#include "command_line.hpp"

int main(int argc, char** argv) { return grundy::cli::run_command_line(argc, argv); }
