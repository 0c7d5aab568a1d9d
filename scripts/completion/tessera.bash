# SPDX-License-Identifier: MIT
# bash completion for tessera and its cgc link. Installed as
# share/bash-completion/completions/{tessera,cgc}; or source it from ~/.bashrc.

_tessera_cgc() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    case $prev in
        -profile) COMPREPLY=($(compgen -W "arbfp1 arbvp1 fp30 fp40 vp30 vp40 glslf glslv glesf glesv" -- "$cur")); return ;;
        -o|-l) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        -I) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        -entry|-po|-profileopts|-D) return ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "-profile -entry -o -l -D -I -E -O3 -fastmath -nofastmath
            -fastprecision -bestprecision -strict -nostrict -oglsl -ogles -q -quiet -po -profileopts
            -noentry -nostdlib -fx -nofx -nowarn" -- "$cur"))
    else
        COMPREPLY=($(compgen -f -X '!*.@(cg|glsl|frag|vert)' -- "$cur") $(compgen -d -- "$cur"))
    fi
}

_tessera() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    if [[ ${COMP_WORDS[0]##*/} == cgc ]]; then _tessera_cgc; return; fi
    if (( COMP_CWORD == 1 )); then
        COMPREPLY=($(compgen -W "check compile render shader-test cgc --help --version" -- "$cur"))
        return
    fi
    local command=${COMP_WORDS[1]} options=""
    case $command in
        check) options="--lang --link -I -D --stats --limits -h --help" ;;
        compile) options="-o --output --profile --target --entry --lang -D -U -I --stats --emit-ir
            --print-after --skip-pass --profile-option --fastmath --no-comments --env --bind --reflect --program --plan --plan-limits --light -h --help" ;;
        render) options="-o --output --entry --lang --size --texture --local --env -u --param --bind --plan --plan-limits
            --scene --light --background -h --help" ;;
        shader-test) options="-h --help" ;;
        cgc) _tessera_cgc; return ;;
    esac
    case $prev in
        --lang) COMPREPLY=($(compgen -W "arbfp arbvp cg glsl parasol isl" -- "$cur")); return ;;
        --limits) COMPREPLY=($(compgen -W "default minimum nv" -- "$cur")); return ;;
        --plan-limits) COMPREPLY=($(compgen -W "default minimum" -- "$cur")); return ;;
        --profile|--target) COMPREPLY=($(compgen -W "arbfp1 arbfp1-strict arbvp1 arbvp1-strict fp30 fp40 vp30 vp40 glsl110 glsl120
            glsl130 glsl140 glsl150 glsl330 glsles100 glsles300 retroarch-glsl" -- "$cur")); return ;;
        --plan) COMPREPLY=($(compgen -W "multipass fused" -- "$cur")); return ;;
        --scene) COMPREPLY=($(compgen -W "sphere plane torus" -- "$cur")); return ;;
        -I) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        -o|--output|--reflect) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --entry|-D|-U|--size|--local|--env|--texture|--print-after|--skip-pass|--profile-option|--program|--light|-u|--param|--bind|--background) return ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}

complete -F _tessera tessera
complete -F _tessera cgc
