// Fuzzes what one request costs, not only whether it crashes: the JSON API
// (handle_api) with the server's own limits (its compute limits, a memory
// account of 256 MiB, the 50 ms budget of optional work and the engine's 100
// ms), and a deadline of 1.5 s. Whatever the request, it must be answered
// (200) or refused (400, 404, 405, 422 past its memory, 503 past its time)
// within 2 s. Its memory is bounded three ways: the request's account (every
// operator new of the request, allocation_hooks.cpp is linked in), libFuzzer's
// -malloc_limit_mb=256 (any single allocation beyond) and -rss_limit_mb (the
// process), both set by run.sh. The input is a request as text (api_request.hpp);
// the seeds are ten of the heaviest requests of tests/data/hostile.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "api.hpp"
#include "api_request.hpp"
#include "fuzz_checks.hpp"
#include "grundy/memory_account.hpp"

namespace {

using grundy::fuzz::check;

// The most one request may take, and the deadline that should end it
// earlier: the margin is for writing the answer and freeing its memory.
constexpr std::chrono::milliseconds kMostTime{2000};
constexpr std::chrono::milliseconds kDeadline{1500};

const grundy::web::ApiLimits& server_limits() {
  static const grundy::web::ApiLimits limits = [] {
    grundy::web::ApiLimits chosen;  // the server's compute limits and memory
    chosen.request_timeout = kDeadline;
    chosen.extras_budget = grundy::web::kDefaultExtrasBudget;
    chosen.engine_budget = grundy::web::kEngineMoveBudget;
    return chosen;
  }();
  return limits;
}

const grundy::FamilyRegistry& server_families() {
  static const grundy::FamilyRegistry families =
      grundy::FamilyRegistry::builtin_without_files(server_limits().compute);
  return families;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  check(grundy::allocations_counted(), "the allocation hooks are not linked in");
  const grundy::web::ApiRequest request =
      grundy::fuzz::read_request(std::string_view(reinterpret_cast<const char*>(data), size));
  const auto started = std::chrono::steady_clock::now();
  grundy::web::ApiResponse response;
  try {
    response = grundy::web::handle_api(request, server_limits(), server_families());
  } catch (const std::exception& error) {
    grundy::fuzz::fail(std::string("handle_api threw: ") + error.what());
  } catch (...) {
    grundy::fuzz::fail("handle_api threw an exception of unknown type");
  }
  const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - started);
  check(took <= kMostTime, request.method + " " + request.path + " took " +
                               std::to_string(took.count()) + " ms: " + request.body.substr(0, 200));
  const int status = response.status;
  check(status == 200 || status == 400 || status == 404 || status == 405 || status == 422 ||
            status == 503,
        "status " + std::to_string(status));
  const nlohmann::json body =
      nlohmann::json::parse(response.body, nullptr, /*allow_exceptions=*/false);
  check(body.is_object(), "the response body is not a JSON object");
  if (status != 200) check(body.contains("error"), "an error without \"error\"");
  return 0;
}
