// The page and its files, compiled into the binary (see cmake/embed_assets.cmake).
#pragma once

#include <string_view>
#include <vector>

namespace grundy::web {

struct Asset {
  std::string_view path;          // "/index.html"
  std::string_view content_type;  // "text/html; charset=utf-8"
  std::string_view body;
};

// Every file the server may send; nothing outside this list is ever served.
const std::vector<Asset>& embedded_assets();

}  // namespace grundy::web
