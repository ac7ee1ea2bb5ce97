// Each game's reason in its family's own terms (family_reason.hpp), the
// first thing a report says about why.
#include <fmt/format.h>
#include <fmt/ostream.h>

#include "grundy/text_report.hpp"
#include "grundy/translate.hpp"
#include "grundy/value_explanation.hpp"

namespace grundy::report {

bool write_family_reasons(std::ostream& out, const Sum& sum) {
  const FamilyReasons reasons = family_reasons(sum);
  const bool several = sum.components().size() > 1;
  for (const ComponentReason& part : reasons.parts) {
    fmt::print(out, "{}\n",
               several
                   ? format_translated("why, game {}: {}", part.component + 1, part.reason.title)
                   : format_translated("why: {}", part.reason.title));
    for (const std::string& line : part.reason.lines) fmt::print(out, "  {}\n", line);
  }
  if (reasons.more_parts) fmt::print(out, "{}\n", translate("... and the reasons of more games"));
  return !reasons.parts.empty();
}

}  // namespace grundy::report
