# grundy_embed_web_assets(OUTPUT): the rule that writes OUTPUT, a C++ source
# holding every file of web/static and its folders (boards/), as
# /boards/strip.js (cmake/embed_assets.cmake), for the server
# and for the page's WebAssembly engine (whose API lists the page's
# messages from the scripts themselves, page_messages.hpp). Sets
# GRUNDY_WEB_ASSET_FILES, the files it reads, in the caller's scope.
function(grundy_embed_web_assets output)
  set(base ${PROJECT_SOURCE_DIR}/web/static)
  file(GLOB_RECURSE assets CONFIGURE_DEPENDS RELATIVE ${base} ${base}/*)
  list(TRANSFORM assets PREPEND ${base}/ OUTPUT_VARIABLE files)
  string(REPLACE ";" "|" asset_list "${assets}")  # one argument for the script
  add_custom_command(
    OUTPUT ${output}
    COMMAND ${CMAKE_COMMAND} -DBASE=${base} -DOUTPUT=${output} -DASSETS=${asset_list}
            -P ${PROJECT_SOURCE_DIR}/cmake/embed_assets.cmake
    VERBATIM
    DEPENDS ${files} ${PROJECT_SOURCE_DIR}/cmake/embed_assets.cmake
    COMMENT "Embedding the web page")
  set(GRUNDY_WEB_ASSET_FILES ${files} PARENT_SCOPE)
endfunction()
