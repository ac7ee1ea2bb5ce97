# The page without a server (`make web-static`): the library and the JSON
# API (web/api.cpp) compiled to WebAssembly by Emscripten, and the page's
# files beside them, in GRUNDY_WEB_STATIC_DIR, a folder that any static file
# host serves. Included by CMakeLists.txt under emcmake, instead of
# everything else.
#
# Emscripten compiles against its own C library, so Debian's headers are not
# on its path; fmt (header-only here) and nlohmann/json are header
# libraries, reached through a folder of links to them. nauty and zlib have
# no WebAssembly build in Debian: canonical forms of graphs are made without
# nauty (GRUNDY_NO_NAUTY, simple_graph.cpp), and sequence checkpoints (zlib's
# CRC-32), which only the command writes, are left out.
set(GRUNDY_WEB_STATIC_DIR ${PROJECT_SOURCE_DIR}/build/web-static
    CACHE PATH "Where the page and its WebAssembly engine are written")

find_path(GRUNDY_FMT_HEADERS fmt/format.h PATHS /usr/include NO_CMAKE_FIND_ROOT_PATH REQUIRED)
find_path(GRUNDY_JSON_HEADERS nlohmann/json.hpp PATHS /usr/include NO_CMAKE_FIND_ROOT_PATH REQUIRED)
find_program(GRUNDY_MSGFMT msgfmt REQUIRED)
set(third_party ${CMAKE_CURRENT_BINARY_DIR}/third_party)
file(MAKE_DIRECTORY ${third_party})
file(CREATE_LINK ${GRUNDY_FMT_HEADERS}/fmt ${third_party}/fmt SYMBOLIC)
file(CREATE_LINK ${GRUNDY_JSON_HEADERS}/nlohmann ${third_party}/nlohmann SYMBOLIC)

# Exceptions as WebAssembly instructions: the engine reports every error by
# throwing, and Emscripten's default (no catching) would abort instead;
# browsers have had them since 2021 (Chromium 95).
set(wasm_flags -fwasm-exceptions)

file(GLOB_RECURSE library_sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/*.cpp)
list(FILTER library_sources EXCLUDE REGEX "/sequence_checkpoint\\.cpp$")
# The survey's runner keeps its games in checkpoint files and starts threads:
# the page surveys nothing.
list(FILTER library_sources EXCLUDE REGEX "/survey_run\\.cpp$")
list(FILTER library_sources EXCLUDE REGEX "/allocation_hooks\\.cpp$")
grundy_embed_web_assets(${CMAKE_CURRENT_BINARY_DIR}/web_assets.cpp)
add_library(grundy_wasm STATIC ${library_sources} ${PROJECT_SOURCE_DIR}/web/api.cpp
            ${PROJECT_SOURCE_DIR}/web/api_request.cpp
            ${PROJECT_SOURCE_DIR}/web/page_messages.cpp
            ${CMAKE_CURRENT_BINARY_DIR}/web_assets.cpp)
target_include_directories(grundy_wasm PUBLIC ${PROJECT_SOURCE_DIR}/include ${PROJECT_SOURCE_DIR}/web
                           ${third_party} PRIVATE ${PROJECT_SOURCE_DIR}/src)
target_compile_definitions(grundy_wasm PUBLIC FMT_HEADER_ONLY GRUNDY_NO_NAUTY)
target_compile_options(grundy_wasm PUBLIC ${wasm_flags})
grundy_unity_build(grundy_wasm)

# The Chinese messages, embedded where wasm_engine.cpp binds them.
set(messages ${CMAKE_CURRENT_BINARY_DIR}/locale/zh_CN/LC_MESSAGES/grundy.mo)
add_custom_command(
  OUTPUT ${messages}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/locale/zh_CN/LC_MESSAGES
  COMMAND ${GRUNDY_MSGFMT} --check --output-file=${messages} ${PROJECT_SOURCE_DIR}/po/zh_CN.po
  DEPENDS ${PROJECT_SOURCE_DIR}/po/zh_CN.po
  COMMENT "Compiling the Chinese messages")
add_custom_target(grundy_wasm_messages DEPENDS ${messages})

# One link of the engine: grundy-engine.js with grundy-engine.wasm, which a
# Web Worker loads (the browser compiles the .wasm as it arrives and caches
# it); and from them grundy-engine-inline.js, the .wasm inside the script,
# for a page opened from a folder (file://), where browsers start no worker
# and fetch no .wasm, so the engine runs in the page (scripts/
# inline_engine.py; a second link with -sSINGLE_FILE took as long as the
# first).
set(link_flags ${wasm_flags} -lembind -sMODULARIZE=1 -sEXPORT_NAME=createGrundyEngine
    -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web,worker
    --embed-file ${CMAKE_CURRENT_BINARY_DIR}/locale@/locale)
# Emscripten's JavaScript optimiser needs acorn, which Debian installs in
# /usr/share/nodejs: on the path of Debian's node, not of every node.
find_path(GRUNDY_NODE_MODULES acorn/package.json PATHS /usr/share/nodejs NO_CMAKE_FIND_ROOT_PATH)
add_executable(grundy_engine ${PROJECT_SOURCE_DIR}/web/wasm_engine.cpp
               ${PROJECT_SOURCE_DIR}/src/core/allocation_hooks.cpp)
target_link_libraries(grundy_engine PRIVATE grundy_wasm)
add_dependencies(grundy_engine grundy_wasm_messages)
set_target_properties(grundy_engine PROPERTIES OUTPUT_NAME grundy-engine SUFFIX .js)
target_link_options(grundy_engine PRIVATE ${link_flags})
if(GRUNDY_NODE_MODULES)
  set_property(TARGET grundy_engine PROPERTY RULE_LAUNCH_LINK
               "${CMAKE_COMMAND} -E env NODE_PATH=${GRUNDY_NODE_MODULES}")
endif()
find_program(GRUNDY_PYTHON python3 REQUIRED NO_CMAKE_FIND_ROOT_PATH)
set(engine_inline ${CMAKE_CURRENT_BINARY_DIR}/grundy-engine-inline.js)
add_custom_command(
  OUTPUT ${engine_inline}
  COMMAND ${GRUNDY_PYTHON} ${PROJECT_SOURCE_DIR}/scripts/inline_engine.py
          $<TARGET_FILE_DIR:grundy_engine>/grundy-engine.js
          $<TARGET_FILE_DIR:grundy_engine>/grundy-engine.wasm ${engine_inline}
  DEPENDS grundy_engine ${PROJECT_SOURCE_DIR}/scripts/inline_engine.py
  COMMENT "The engine with its WebAssembly inside (grundy-engine-inline.js)"
  VERBATIM)

# The folder: the page's files and the engine, and page.js, the page's
# modules as one script for a page opened from the disk (index.html).
add_custom_target(grundy_web_static ALL
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${GRUNDY_WEB_STATIC_DIR}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${GRUNDY_WEB_STATIC_DIR}/engine
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/web/static ${GRUNDY_WEB_STATIC_DIR}
  COMMAND ${GRUNDY_PYTHON} ${PROJECT_SOURCE_DIR}/scripts/bundle_page.py ${PROJECT_SOURCE_DIR}/web/static
          main.js ${GRUNDY_WEB_STATIC_DIR}/page.js
  COMMAND ${CMAKE_COMMAND} -E copy $<TARGET_FILE_DIR:grundy_engine>/grundy-engine.js
          $<TARGET_FILE_DIR:grundy_engine>/grundy-engine.wasm
          ${engine_inline} ${GRUNDY_WEB_STATIC_DIR}/engine
  DEPENDS grundy_engine ${engine_inline} ${GRUNDY_WEB_ASSET_FILES}
          ${PROJECT_SOURCE_DIR}/scripts/bundle_page.py
  COMMENT "The page without a server in ${GRUNDY_WEB_STATIC_DIR}"
  VERBATIM)
