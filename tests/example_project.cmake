# The example project against an installed grundy, as an outside user would
# build it: install this build into a fresh prefix, configure and build
# examples/cram with find_package(grundy), run it and check what it prints.
#   cmake -DGRUNDY_BUILD=... -DEXAMPLE=... -DWORK=... -P example_project.cmake
foreach(variable GRUNDY_BUILD EXAMPLE WORK)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "example_project.cmake needs -D${variable}=...")
  endif()
endforeach()

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    string(REPLACE ";" " " command "${ARGN}")
    message(FATAL_ERROR "failed (${status}): ${command}\n${out}\n${err}")
  endif()
  set(run_output "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK})
run(${CMAKE_COMMAND} --install ${GRUNDY_BUILD} --prefix ${WORK}/prefix)
if(NOT EXISTS ${WORK}/prefix/include/grundy/custom_game.hpp)
  message(FATAL_ERROR "the install has no include/grundy/custom_game.hpp")
endif()
file(GLOB_RECURSE python_module ${WORK}/prefix/lib/grundy.*.so)
if(NOT python_module)
  message(FATAL_ERROR "the install has no Python module grundy under lib/")
endif()
run(${CMAKE_COMMAND} -S ${EXAMPLE} -B ${WORK}/build -DCMAKE_BUILD_TYPE=Release
    -DCMAKE_PREFIX_PATH=${WORK}/prefix -DCMAKE_FIND_PACKAGE_PREFER_CONFIG=ON)
run(${CMAKE_COMMAND} --build ${WORK}/build)
run(${WORK}/build/cram)
message("${run_output}")
foreach(expected "cram 1x9: 0  octal(0.07) 9: 0" "cram 2x4: value 0" "all checks passed")
  string(FIND "${run_output}" "${expected}" found)
  if(found EQUAL -1)
    message(FATAL_ERROR "the example did not print '${expected}'")
  endif()
endforeach()
