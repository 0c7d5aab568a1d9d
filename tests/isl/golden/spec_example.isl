// The example shader of section XI: one draw per varying assignment.
surface shadertest( uniform color c = color(1,0,0,1); uniform float f = .25)
{ FB = diffuse(); FB *= c*f; return FB; }
