// The game-expression language: components joined by '+'.
//
//   expression := component ('+' component)*
//   component  := name ['(' parameter (',' parameter)* ')'] number*
//
// A parameter may hold balanced parentheses of its own: grid(3,4).
// Spacing is free. Names are case-insensitive and printed in lower case.
#pragma once

#include <string_view>
#include <vector>

#include "grundy/family.hpp"
#include "grundy/sum.hpp"

namespace grundy {

// Splits the text into components without consulting any family. Throws
// ParseError (with the column) on a stray '+', an unclosed '(' or an empty
// expression.
std::vector<ComponentText> split_expression(std::string_view text);

// Parses a whole expression into a sum, each component made by its family.
Sum parse_expression(std::string_view text,
                     const FamilyRegistry& families = FamilyRegistry::builtin());

}  // namespace grundy
