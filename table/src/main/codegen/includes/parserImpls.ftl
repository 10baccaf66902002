<#-- Grammar productions Quiver adds to Calcite's parser. -->
