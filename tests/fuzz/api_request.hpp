// A request to the JSON API written as text, the input of the API's fuzz
// targets (api_fuzz.cpp, cost_fuzz.cpp):
//
//   METHOD PATH[?name=value&...]
//   BODY
//
// The query is split at '&' and '=', already "decoded", as the server hands
// it over.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>

#include "api.hpp"

namespace grundy::fuzz {

inline grundy::web::ApiRequest read_request(std::string_view text) {
  grundy::web::ApiRequest request;
  const std::size_t line_end = std::min(text.find('\n'), text.size());
  const std::string_view line = text.substr(0, line_end);
  request.body = std::string(text.substr(std::min(line_end + 1, text.size())));
  const std::size_t space = std::min(line.find(' '), line.size());
  request.method = std::string(line.substr(0, space));
  std::string_view target = line.substr(std::min(space + 1, line.size()));
  const std::size_t question = std::min(target.find('?'), target.size());
  request.path = std::string(target.substr(0, question));
  std::string_view query = target.substr(std::min(question + 1, target.size()));
  while (!query.empty()) {
    const std::size_t amp = std::min(query.find('&'), query.size());
    const std::string_view pair = query.substr(0, amp);
    const std::size_t equals = std::min(pair.find('='), pair.size());
    request.query[std::string(pair.substr(0, equals))] =
        std::string(pair.substr(std::min(equals + 1, pair.size())));
    query.remove_prefix(std::min(amp + 1, query.size()));
  }
  return request;
}

}  // namespace grundy::fuzz
